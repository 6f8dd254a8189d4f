#include <stdio.h>
#include <string.h>
#include "config.h"
#include "shift.h"
#include "scale.h"
#include "isqrt.h"
#include "divisor.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = op_shift(y);
        y = op_scale(y);
        y = op_isqrt(y);
        y = op_divisor(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("count=%ld sum=%ld\n", count, total);
    return 0;
}
