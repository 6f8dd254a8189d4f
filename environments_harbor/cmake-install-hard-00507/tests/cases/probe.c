#include <stdio.h>
#include <numkit/numkit.h>

int main(void)
{
    long x;
    printf("version %s\n", numkit_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", numkit_apply(x));
        printf(" %ld", numkit_digits(x));
        printf(" %ld", numkit_bias(x));
        printf(" %ld", numkit_flip(x));
        printf(" %ld", numkit_sqrtfloor(x));
        printf(" %ld", numkit_quadratic(x));
        printf("\n");
    }
    return 0;
}
