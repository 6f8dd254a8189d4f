#include <stdio.h>
#include <zephyr/zephyr.h>

int main(void)
{
    long x;
    printf("version %s\n", zephyr_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", zephyr_apply(x));
        printf(" %ld", zephyr_saturate(x));
        printf(" %ld", zephyr_reduce(x));
        printf(" %ld", zephyr_radix(x));
        printf(" %ld", zephyr_dsum(x));
        printf("\n");
    }
    return 0;
}
