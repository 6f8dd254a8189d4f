#include <stdio.h>
#include <lumen/lumen.h>

int main(void)
{
    long x;
    printf("version %s\n", lumen_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", lumen_apply(x));
        printf(" %ld", lumen_poly(x));
        printf(" %ld", lumen_isqrt(x));
        printf(" %ld", lumen_hailstone(x));
        printf(" %ld", lumen_divide(x));
        printf(" %ld", lumen_digitsum(x));
        printf("\n");
    }
    return 0;
}
