#include <stdio.h>
#include <jotter/jotter.h>

int main(void)
{
    long x;
    printf("version %s\n", jotter_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", jotter_apply(x));
        printf(" %ld", jotter_radix(x));
        printf(" %ld", jotter_split(x));
        printf(" %ld", jotter_crossfoot(x));
        printf(" %ld", jotter_mirror(x));
        printf("\n");
    }
    return 0;
}
