#include <stdio.h>
#include <string.h>
#include "config.h"
#include "saturate.h"
#include "mix.h"
#include "common.h"
#include "flip.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = fx_saturate(y);
        y = fx_mix(y);
        y = fx_common(y);
        y = fx_flip(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("n=%ld total=%ld\n", count, total);
    return 0;
}
