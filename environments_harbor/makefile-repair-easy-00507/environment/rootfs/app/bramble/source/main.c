#include <stdio.h>
#include <string.h>
#include "config.h"
#include "steps.h"
#include "isqrt.h"
#include "digitsum.h"
#include "gcd.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = fx_steps(y);
        y = fx_isqrt(y);
        y = fx_digitsum(y);
        y = fx_gcd(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("n=%ld total=%ld\n", count, total);
    return 0;
}
