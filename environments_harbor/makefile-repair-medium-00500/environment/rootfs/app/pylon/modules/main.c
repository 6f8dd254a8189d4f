#include <stdio.h>
#include <string.h>
#include "config.h"
#include "scramble.h"
#include "gain.h"
#include "quadratic.h"
#include "common.h"
#include "dsum.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = tp_scramble(y);
        y = tp_gain(y);
        y = tp_quadratic(y);
        y = tp_common(y);
        y = tp_dsum(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("n=%ld total=%ld\n", count, total);
    return 0;
}
