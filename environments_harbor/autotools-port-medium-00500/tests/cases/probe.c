#include <stdio.h>
#include <nexion/nexion.h>

int main(void)
{
    long x;
    printf("version %s\n", nexion_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", nexion_apply(x));
        printf(" %ld", nexion_root(x));
        printf(" %ld", nexion_steps(x));
        printf(" %ld", nexion_clamp(x));
        printf(" %ld", nexion_reduce(x));
        printf("\n");
    }
    return 0;
}
