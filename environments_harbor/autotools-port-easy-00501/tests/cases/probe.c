#include <stdio.h>
#include <quanta/quanta.h>

int main(void)
{
    long x;
    printf("version %s\n", quanta_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", quanta_apply(x));
        printf(" %ld", quanta_scramble(x));
        printf(" %ld", quanta_saturate(x));
        printf(" %ld", quanta_crossfoot(x));
        printf("\n");
    }
    return 0;
}
