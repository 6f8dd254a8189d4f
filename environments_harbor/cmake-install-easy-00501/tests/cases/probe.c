#include <stdio.h>
#include <qmath/qmath.h>

int main(void)
{
    long x;
    printf("version %s\n", qmath_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", qmath_apply(x));
        printf(" %ld", qmath_reverse(x));
        printf(" %ld", qmath_sqrtfloor(x));
        printf(" %ld", qmath_nudge(x));
        printf(" %ld", qmath_poly(x));
        printf("\n");
    }
    return 0;
}
