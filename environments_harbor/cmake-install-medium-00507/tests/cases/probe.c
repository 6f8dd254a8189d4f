#include <stdio.h>
#include <tallylib/tallylib.h>

int main(void)
{
    long x;
    printf("version %s\n", tallylib_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", tallylib_apply(x));
        printf(" %ld", tallylib_flip(x));
        printf(" %ld", tallylib_sqrtfloor(x));
        printf(" %ld", tallylib_amplify(x));
        printf(" %ld", tallylib_wrap(x));
        printf(" %ld", tallylib_steps(x));
        printf("\n");
    }
    return 0;
}
