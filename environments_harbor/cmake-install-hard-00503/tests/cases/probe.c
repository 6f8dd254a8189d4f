#include <stdio.h>
#include <nimbus/nimbus.h>

int main(void)
{
    long x;
    printf("version %s\n", nimbus_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", nimbus_apply(x));
        printf(" %ld", nimbus_hailstone(x));
        printf(" %ld", nimbus_saturate(x));
        printf(" %ld", nimbus_xorkey(x));
        printf(" %ld", nimbus_bias(x));
        printf(" %ld", nimbus_isqrt(x));
        printf("\n");
    }
    return 0;
}
