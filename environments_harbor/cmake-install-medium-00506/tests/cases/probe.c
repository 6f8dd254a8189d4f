#include <stdio.h>
#include <strata/strata.h>

int main(void)
{
    long x;
    printf("version %s\n", strata_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", strata_apply(x));
        printf(" %ld", strata_hash(x));
        printf(" %ld", strata_gcd(x));
        printf(" %ld", strata_divide(x));
        printf(" %ld", strata_orbit(x));
        printf(" %ld", strata_sqrtfloor(x));
        printf("\n");
    }
    return 0;
}
