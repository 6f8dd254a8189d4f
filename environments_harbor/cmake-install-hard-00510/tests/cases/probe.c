#include <stdio.h>
#include <strata/strata.h>

int main(void)
{
    long x;
    printf("version %s\n", strata_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", strata_apply(x));
        printf(" %ld", strata_bound(x));
        printf(" %ld", strata_poly(x));
        printf(" %ld", strata_hailstone(x));
        printf(" %ld", strata_digitsum(x));
        printf(" %ld", strata_radix(x));
        printf("\n");
    }
    return 0;
}
