#include <stdio.h>
#include <pd/core.h>
#include <pd/codec.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = pd_codec_common(x);
        v = pd_core_split(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
