#include <stdio.h>
#include <hexa/hexa.h>

int main(void)
{
    long x;
    printf("version %s\n", hexa_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", hexa_apply(x));
        printf(" %ld", hexa_digitsum(x));
        printf(" %ld", hexa_modulo(x));
        printf(" %ld", hexa_root(x));
        printf(" %ld", hexa_flip(x));
        printf(" %ld", hexa_nudge(x));
        printf("\n");
    }
    return 0;
}
