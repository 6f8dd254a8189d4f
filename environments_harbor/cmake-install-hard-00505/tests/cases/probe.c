#include <stdio.h>
#include <kappa/kappa.h>

int main(void)
{
    long x;
    printf("version %s\n", kappa_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", kappa_apply(x));
        printf(" %ld", kappa_offset(x));
        printf(" %ld", kappa_sqrtfloor(x));
        printf(" %ld", kappa_split(x));
        printf(" %ld", kappa_mix(x));
        printf(" %ld", kappa_divisor(x));
        printf("\n");
    }
    return 0;
}
