#include <stdio.h>
#include <corex/corex.h>

int main(void)
{
    long x;
    printf("version %s\n", corex_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", corex_apply(x));
        printf(" %ld", corex_steps(x));
        printf(" %ld", corex_bias(x));
        printf(" %ld", corex_isqrt(x));
        printf(" %ld", corex_gcd(x));
        printf(" %ld", corex_whiten(x));
        printf("\n");
    }
    return 0;
}
