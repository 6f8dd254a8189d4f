#include <stdio.h>
#include <string.h>
#include "config.h"
#include "crossfoot.h"
#include "offset.h"
#include "gcd.h"
#include "isqrt.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = fx_crossfoot(y);
        y = fx_offset(y);
        y = fx_gcd(y);
        y = fx_isqrt(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("-- %ld processed, sum %ld --\n", count, total);
    return 0;
}
