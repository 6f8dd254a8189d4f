#include <stdio.h>
#include <string.h>
#include "config.h"
#include "flip.h"
#include "orbit.h"
#include "crossfoot.h"
#include "isqrt.h"
#include "clamp.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = pl_flip(y);
        y = pl_orbit(y);
        y = pl_crossfoot(y);
        y = pl_isqrt(y);
        y = pl_clamp(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("# %ld values, total %ld\n", count, total);
    return 0;
}
