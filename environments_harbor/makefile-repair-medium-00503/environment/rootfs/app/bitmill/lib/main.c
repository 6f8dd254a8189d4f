#include <stdio.h>
#include <string.h>
#include "config.h"
#include "split.h"
#include "sqrtfloor.h"
#include "shift.h"
#include "hailstone.h"
#include "scale.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = tp_split(y);
        y = tp_sqrtfloor(y);
        y = tp_shift(y);
        y = tp_hailstone(y);
        y = tp_scale(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("-- %ld processed, sum %ld --\n", count, total);
    return 0;
}
