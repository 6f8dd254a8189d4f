#include <stdio.h>
#include <tundra/tundra.h>

int main(void)
{
    long x;
    printf("version %s\n", tundra_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", tundra_apply(x));
        printf(" %ld", tundra_sqrtfloor(x));
        printf(" %ld", tundra_crossfoot(x));
        printf(" %ld", tundra_mix(x));
        printf("\n");
    }
    return 0;
}
