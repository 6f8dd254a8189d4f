#include <stdio.h>
#include <numkit/numkit.h>

int main(void)
{
    long x;
    printf("version %s\n", numkit_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", numkit_apply(x));
        printf(" %ld", numkit_poly(x));
        printf(" %ld", numkit_crossfoot(x));
        printf(" %ld", numkit_isqrt(x));
        printf(" %ld", numkit_xorkey(x));
        printf(" %ld", numkit_bias(x));
        printf("\n");
    }
    return 0;
}
