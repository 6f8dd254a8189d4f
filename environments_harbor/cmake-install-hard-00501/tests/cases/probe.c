#include <stdio.h>
#include <plinth/plinth.h>

int main(void)
{
    long x;
    printf("version %s\n", plinth_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", plinth_apply(x));
        printf(" %ld", plinth_root(x));
        printf(" %ld", plinth_divide(x));
        printf(" %ld", plinth_shift(x));
        printf(" %ld", plinth_curve(x));
        printf(" %ld", plinth_steps(x));
        printf("\n");
    }
    return 0;
}
