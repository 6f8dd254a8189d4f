#include <stdio.h>
#include <string.h>
#include "config.h"
#include "gcd.h"
#include "hash.h"
#include "dsum.h"
#include "offset.h"
#include "saturate.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = xf_gcd(y);
        y = xf_hash(y);
        y = xf_dsum(y);
        y = xf_offset(y);
        y = xf_saturate(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("# %ld values, total %ld\n", count, total);
    return 0;
}
