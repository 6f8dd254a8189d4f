#include <stdio.h>
#include <tessel/tessel.h>

int main(void)
{
    long x;
    printf("version %s\n", tessel_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", tessel_apply(x));
        printf(" %ld", tessel_gcdkey(x));
        printf(" %ld", tessel_modulo(x));
        printf(" %ld", tessel_isqrt(x));
        printf(" %ld", tessel_shift(x));
        printf("\n");
    }
    return 0;
}
