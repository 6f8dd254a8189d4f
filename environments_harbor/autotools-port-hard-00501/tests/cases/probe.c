#include <stdio.h>
#include <embera/embera.h>

int main(void)
{
    long x;
    printf("version %s\n", embera_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", embera_apply(x));
        printf(" %ld", embera_dsum(x));
        printf(" %ld", embera_curve(x));
        printf(" %ld", embera_clamp(x));
        printf(" %ld", embera_radix(x));
        printf("\n");
    }
    return 0;
}
