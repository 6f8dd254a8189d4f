#include <stdio.h>
#include <strata/strata.h>

int main(void)
{
    long x;
    printf("version %s\n", strata_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", strata_apply(x));
        printf(" %ld", strata_isqrt(x));
        printf(" %ld", strata_backwards(x));
        printf(" %ld", strata_limit(x));
        printf(" %ld", strata_shift(x));
        printf(" %ld", strata_gcd(x));
        printf("\n");
    }
    return 0;
}
