#include <stdio.h>
#include <string.h>
#include "config.h"
#include "shift.h"
#include "flip.h"
#include "radix.h"
#include "divisor.h"
#include "scale.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = xf_shift(y);
        y = xf_flip(y);
        y = xf_radix(y);
        y = xf_divisor(y);
        y = xf_scale(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("n=%ld total=%ld\n", count, total);
    return 0;
}
