#include <stdio.h>
#include <vexel/vexel.h>

int main(void)
{
    long x;
    printf("version %s\n", vexel_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", vexel_apply(x));
        printf(" %ld", vexel_saturate(x));
        printf(" %ld", vexel_poly(x));
        printf(" %ld", vexel_whiten(x));
        printf(" %ld", vexel_scale(x));
        printf("\n");
    }
    return 0;
}
