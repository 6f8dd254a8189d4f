#include <stdio.h>
#include <lumen/lumen.h>

int main(void)
{
    long x;
    printf("version %s\n", lumen_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", lumen_apply(x));
        printf(" %ld", lumen_backwards(x));
        printf(" %ld", lumen_divide(x));
        printf(" %ld", lumen_saturate(x));
        printf(" %ld", lumen_gcd(x));
        printf(" %ld", lumen_scramble(x));
        printf("\n");
    }
    return 0;
}
