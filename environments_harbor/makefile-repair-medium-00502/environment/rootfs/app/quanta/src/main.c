#include <stdio.h>
#include <string.h>
#include "config.h"
#include "modulo.h"
#include "nudge.h"
#include "radix.h"
#include "scramble.h"
#include "reduce.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = st_modulo(y);
        y = st_nudge(y);
        y = st_radix(y);
        y = st_scramble(y);
        y = st_reduce(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("# %ld values, total %ld\n", count, total);
    return 0;
}
