#include <stdio.h>
#include <strata/strata.h>

int main(void)
{
    long x;
    printf("version %s\n", strata_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", strata_apply(x));
        printf(" %ld", strata_clamp(x));
        printf(" %ld", strata_quadratic(x));
        printf(" %ld", strata_shift(x));
        printf(" %ld", strata_gain(x));
        printf("\n");
    }
    return 0;
}
