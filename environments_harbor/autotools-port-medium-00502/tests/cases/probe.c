#include <stdio.h>
#include <ferrite/ferrite.h>

int main(void)
{
    long x;
    printf("version %s\n", ferrite_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", ferrite_apply(x));
        printf(" %ld", ferrite_saturate(x));
        printf(" %ld", ferrite_amplify(x));
        printf(" %ld", ferrite_fold(x));
        printf(" %ld", ferrite_radix(x));
        printf("\n");
    }
    return 0;
}
