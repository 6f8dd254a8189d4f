#include <stdio.h>
#include <sigmax/sigmax.h>

int main(void)
{
    long x;
    printf("version %s\n", sigmax_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", sigmax_apply(x));
        printf(" %ld", sigmax_gain(x));
        printf(" %ld", sigmax_gcd(x));
        printf(" %ld", sigmax_ring(x));
        printf(" %ld", sigmax_radix(x));
        printf("\n");
    }
    return 0;
}
