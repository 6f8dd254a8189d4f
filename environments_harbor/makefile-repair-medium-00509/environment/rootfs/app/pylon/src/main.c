#include <stdio.h>
#include <string.h>
#include "config.h"
#include "clamp.h"
#include "mix.h"
#include "hailstone.h"
#include "radix.h"
#include "gcd.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = st_clamp(y);
        y = st_mix(y);
        y = st_hailstone(y);
        y = st_radix(y);
        y = st_gcd(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("count=%ld sum=%ld\n", count, total);
    return 0;
}
