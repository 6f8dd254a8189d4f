#include <stdio.h>
#include <hx/core.h>
#include <hx/codec.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = hx_codec_limit(x);
        v = hx_core_wrap(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
