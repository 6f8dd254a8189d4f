#include <stdio.h>
#include <nimbus/nimbus.h>

int main(void)
{
    long x;
    printf("version %s\n", nimbus_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", nimbus_apply(x));
        printf(" %ld", nimbus_reduce(x));
        printf(" %ld", nimbus_ring(x));
        printf(" %ld", nimbus_bound(x));
        printf(" %ld", nimbus_mirror(x));
        printf(" %ld", nimbus_sqrtfloor(x));
        printf("\n");
    }
    return 0;
}
