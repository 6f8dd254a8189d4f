#include <stdio.h>
#include <nimbus/nimbus.h>

int main(void)
{
    long x;
    printf("version %s\n", nimbus_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", nimbus_apply(x));
        printf(" %ld", nimbus_offset(x));
        printf(" %ld", nimbus_dsum(x));
        printf(" %ld", nimbus_bound(x));
        printf(" %ld", nimbus_divisor(x));
        printf("\n");
    }
    return 0;
}
