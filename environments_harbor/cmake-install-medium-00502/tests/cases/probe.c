#include <stdio.h>
#include <vela/vela.h>

int main(void)
{
    long x;
    printf("version %s\n", vela_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", vela_apply(x));
        printf(" %ld", vela_clamp(x));
        printf(" %ld", vela_radix(x));
        printf(" %ld", vela_shift(x));
        printf(" %ld", vela_fold(x));
        printf(" %ld", vela_poly(x));
        printf("\n");
    }
    return 0;
}
