#include <stdio.h>
#include <qmath/qmath.h>

int main(void)
{
    long x;
    printf("version %s\n", qmath_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", qmath_apply(x));
        printf(" %ld", qmath_isqrt(x));
        printf(" %ld", qmath_mix(x));
        printf(" %ld", qmath_split(x));
        printf(" %ld", qmath_digits(x));
        printf("\n");
    }
    return 0;
}
