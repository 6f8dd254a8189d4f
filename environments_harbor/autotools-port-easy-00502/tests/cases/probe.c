#include <stdio.h>
#include <dynamo/dynamo.h>

int main(void)
{
    long x;
    printf("version %s\n", dynamo_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", dynamo_apply(x));
        printf(" %ld", dynamo_steps(x));
        printf(" %ld", dynamo_hash(x));
        printf(" %ld", dynamo_gcd(x));
        printf("\n");
    }
    return 0;
}
