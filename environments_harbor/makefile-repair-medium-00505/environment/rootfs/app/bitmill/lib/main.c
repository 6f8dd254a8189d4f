#include <stdio.h>
#include <string.h>
#include "config.h"
#include "radix.h"
#include "curve.h"
#include "clamp.h"
#include "steps.h"
#include "mix.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = xf_radix(y);
        y = xf_curve(y);
        y = xf_clamp(y);
        y = xf_steps(y);
        y = xf_mix(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("-- %ld processed, sum %ld --\n", count, total);
    return 0;
}
