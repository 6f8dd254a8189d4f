#include <stdio.h>
#include <vexel/vexel.h>

int main(void)
{
    long x;
    printf("version %s\n", vexel_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", vexel_apply(x));
        printf(" %ld", vexel_shift(x));
        printf(" %ld", vexel_curve(x));
        printf(" %ld", vexel_isqrt(x));
        printf(" %ld", vexel_mirror(x));
        printf(" %ld", vexel_xorkey(x));
        printf("\n");
    }
    return 0;
}
