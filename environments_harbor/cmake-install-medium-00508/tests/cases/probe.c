#include <stdio.h>
#include <jolt/jolt.h>

int main(void)
{
    long x;
    printf("version %s\n", jolt_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", jolt_apply(x));
        printf(" %ld", jolt_radix(x));
        printf(" %ld", jolt_reduce(x));
        printf(" %ld", jolt_mix(x));
        printf(" %ld", jolt_wrap(x));
        printf(" %ld", jolt_hailstone(x));
        printf("\n");
    }
    return 0;
}
