#include <stdio.h>
#include <fluxion/fluxion.h>

int main(void)
{
    long x;
    printf("version %s\n", fluxion_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", fluxion_apply(x));
        printf(" %ld", fluxion_downscale(x));
        printf(" %ld", fluxion_isqrt(x));
        printf(" %ld", fluxion_whiten(x));
        printf(" %ld", fluxion_bound(x));
        printf(" %ld", fluxion_ring(x));
        printf("\n");
    }
    return 0;
}
