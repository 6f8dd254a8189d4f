#include <stdio.h>
#include <plinth/plinth.h>

int main(void)
{
    long x;
    printf("version %s\n", plinth_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", plinth_apply(x));
        printf(" %ld", plinth_xorkey(x));
        printf(" %ld", plinth_backwards(x));
        printf(" %ld", plinth_radix(x));
        printf(" %ld", plinth_orbit(x));
        printf(" %ld", plinth_digitsum(x));
        printf("\n");
    }
    return 0;
}
