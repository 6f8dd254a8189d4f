#include <stdio.h>
#include <string.h>
#include "config.h"
#include "isqrt.h"
#include "gain.h"
#include "split.h"
#include "shift.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = pl_isqrt(y);
        y = pl_gain(y);
        y = pl_split(y);
        y = pl_shift(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("count=%ld sum=%ld\n", count, total);
    return 0;
}
