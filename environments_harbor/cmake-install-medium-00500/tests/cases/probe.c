#include <stdio.h>
#include <hexa/hexa.h>

int main(void)
{
    long x;
    printf("version %s\n", hexa_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", hexa_apply(x));
        printf(" %ld", hexa_xorkey(x));
        printf(" %ld", hexa_backwards(x));
        printf(" %ld", hexa_root(x));
        printf(" %ld", hexa_ring(x));
        printf(" %ld", hexa_gain(x));
        printf("\n");
    }
    return 0;
}
