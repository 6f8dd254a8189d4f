#include <stdio.h>
#include <mosaic/mosaic.h>

int main(void)
{
    long x;
    printf("version %s\n", mosaic_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", mosaic_apply(x));
        printf(" %ld", mosaic_scale(x));
        printf(" %ld", mosaic_wrap(x));
        printf(" %ld", mosaic_offset(x));
        printf(" %ld", mosaic_divisor(x));
        printf(" %ld", mosaic_isqrt(x));
        printf("\n");
    }
    return 0;
}
