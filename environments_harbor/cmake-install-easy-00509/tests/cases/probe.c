#include <stdio.h>
#include <qmath/qmath.h>

int main(void)
{
    long x;
    printf("version %s\n", qmath_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", qmath_apply(x));
        printf(" %ld", qmath_backwards(x));
        printf(" %ld", qmath_hailstone(x));
        printf(" %ld", qmath_bias(x));
        printf(" %ld", qmath_sqrtfloor(x));
        printf("\n");
    }
    return 0;
}
