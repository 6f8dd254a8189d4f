#include <stdio.h>
#include <oe/core.h>
#include <oe/codec.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = oe_codec_whiten(x);
        v = oe_core_wrap(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
