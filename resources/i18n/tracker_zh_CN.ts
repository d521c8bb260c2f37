<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Backtest</name>
    <message>
        <source>Flat</source>
        <translation>平注</translation>
    </message>
    <message>
        <source>one unit every hand</source>
        <translation>每局一个单位</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>马丁格尔</translation>
    </message>
    <message>
        <source>double after a loss, back to one unit after a win or when the double would pass the table maximum</source>
        <translation>输后加倍，赢后或加倍将超过牌桌上限时回到一个单位</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>帕罗利</translation>
    </message>
    <message>
        <source>double after a win, back to one unit after three wins in a row or a loss</source>
        <translation>赢后加倍，连赢三局或输后回到一个单位</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>达朗贝尔</translation>
    </message>
    <message>
        <source>one unit more after a loss, one less after a win (never below one)</source>
        <translation>输后加一个单位，赢后减一个单位（不低于一个）</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>1, 3, 2, 6 units on wins in a row, back to 1 after a loss or the fourth win</source>
        <translation>连赢时依次下 1、3、2、6 个单位，输后或第四次赢后回到 1</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>斐波那契</translation>
    </message>
    <message>
        <source>one step up the Fibonacci numbers after a loss, two steps down after a win</source>
        <translation>输后沿斐波那契数列上升一步，赢后下降两步</translation>
    </message>
    <message>
        <source>Labouchère</source>
        <translation>拉布谢尔</translation>
    </message>
    <message>
        <source>stake the first and last numbers of the line; a win crosses them off, a loss adds the stake to the end; a cleared line starts again</source>
        <translation>下注数列首尾两数之和；赢则划去这两个数，输则把注额加到末尾；数列划完后重新开始</translation>
    </message>
    <message>
        <source>Follow the last winner</source>
        <translation>跟上一局赢家</translation>
    </message>
    <message>
        <source>one unit on the side that won the last decision</source>
        <translation>一个单位下在上一次分出胜负时赢的一方</translation>
    </message>
    <message>
        <source>Bet against the last winner</source>
        <translation>反跟上一局赢家</translation>
    </message>
    <message>
        <source>one unit on the side that lost the last decision</source>
        <translation>一个单位下在上一次分出胜负时输的一方</translation>
    </message>
    <message>
        <source>Follow a derived road</source>
        <translation>跟下三路</translation>
    </message>
    <message>
        <source>one unit on the side that would repeat the derived road&apos;s last colour</source>
        <translation>一个单位下在能让该下三路重复上一个颜色的一方</translation>
    </message>
    <message>
        <source>Pattern rules</source>
        <translation>牌型规则</translation>
    </message>
    <message>
        <source>the first of your rules whose pattern matches the last results</source>
        <translation>按您的规则中第一条牌型与最近结果相符的规则下注</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>大眼仔</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>小路</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>曱甴路</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴数</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Bets placed</source>
        <translation>下注次数</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>总注额</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>净输赢</translation>
    </message>
    <message>
        <source>Net per unit wagered</source>
        <translation>每单位注额净输赢</translation>
    </message>
    <message>
        <source>Expected net</source>
        <translation>期望净输赢</translation>
    </message>
    <message>
        <source>Expected per unit wagered</source>
        <translation>每单位注额期望</translation>
    </message>
    <message>
        <source>%1 (the house edge)</source>
        <translation>%1（庄家优势）</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>标准误差</translation>
    </message>
    <message>
        <source>Shoes busted</source>
        <translation>输光的牌靴</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>A shoe&apos;s net</source>
        <translation>单靴净输赢</translation>
    </message>
    <message>
        <source>median %1, 5%–95% %2 to %3; %4 shoes ahead</source>
        <translation>中位数 %1，5%–95% 为 %2 至 %3；%4 靴领先</translation>
    </message>
</context>
<context>
    <name>BacktestWindow</name>
    <message>
        <source>Backtest a betting system — tracker</source>
        <translation>回测投注系统 — tracker</translation>
    </message>
    <message>
        <source>Simulated shoes</source>
        <translation>模拟牌靴</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>当前牌靴</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>整个牌靴库</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Derived road</source>
        <translation>下三路</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>First stake (unit)</source>
        <translation>首注（单位）</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>牌桌上限</translation>
    </message>
    <message>
        <source>Bankroll a shoe</source>
        <translation>每靴本金</translation>
    </message>
    <message>
        <source>Play over</source>
        <translation>回测范围</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副数</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>将图表导出为 PNG(&amp;E)…</translation>
    </message>
    <message>
        <source>Bankroll curves</source>
        <translation>本金曲线</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>各靴结果</translation>
    </message>
    <message>
        <source>Choose a system and where to play it, then Run.</source>
        <translation>选择系统和回测范围，然后点“运行”。</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or play simulated shoes.</source>
        <translation>没有显示牌靴：请打开一个，或使用模拟牌靴。</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>回测中…</translation>
    </message>
    <message>
        <source>%Ln simulated %1-deck shoe(s), seed %2</source>
        <translation>%Ln 个 %1 副牌的模拟牌靴，种子 %2</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>the library %1</source>
        <translation>牌靴库 %1</translation>
    </message>
    <message>
        <source>The backtest failed: %1</source>
        <translation>回测失败：%1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Export the chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Streak lengths: seen and expected</source>
        <translation>连长度：实际与期望</translation>
    </message>
    <message>
        <source>streak length</source>
        <translation>连长度</translation>
    </message>
    <message>
        <source>streaks</source>
        <translation>连数</translation>
    </message>
    <message>
        <source>Banker seen</source>
        <translation>庄 实际</translation>
    </message>
    <message>
        <source>Banker expected</source>
        <translation>庄 期望</translation>
    </message>
    <message>
        <source>Player seen</source>
        <translation>闲 实际</translation>
    </message>
    <message>
        <source>Player expected</source>
        <translation>闲 期望</translation>
    </message>
    <message>
        <source>Banker minus Player through the shoe</source>
        <translation>整靴庄减闲</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>庄 − 闲</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>95% 区间带</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>this shoe</source>
        <translation>本靴</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>按剩余牌计算的庄家优势</translation>
    </message>
    <message>
        <source>house edge (%)</source>
        <translation>庄家优势（%）</translation>
    </message>
    <message>
        <source>%1 (%2 pts)</source>
        <translation>%1（%2 个百分点）</translation>
    </message>
    <message>
        <source>Net through each shoe (first shoes)</source>
        <translation>每靴的净输赢走势（前几靴）</translation>
    </message>
    <message>
        <source>net (units)</source>
        <translation>净输赢（单位）</translation>
    </message>
    <message>
        <source>A shoe&apos;s net over all shoes</source>
        <translation>所有牌靴的单靴净输赢分布</translation>
    </message>
    <message>
        <source>net of a shoe (units)</source>
        <translation>单靴净输赢（单位）</translation>
    </message>
    <message>
        <source>shoes</source>
        <translation>牌靴数</translation>
    </message>
    <message>
        <source>expected mean</source>
        <translation>期望均值</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count (the player&apos;s; above 0 the player is ahead)</source>
        <translation>按真数计的该注优势（玩家一方；高于 0 即玩家占优）</translation>
    </message>
    <message>
        <source>true count before the hand (running count per deck unseen; the ends hold all beyond them)</source>
        <translation>该局前的真数（流水数除以未见副数；两端包含更远的值）</translation>
    </message>
    <message>
        <source>player&apos;s edge per unit bet (%; above 0 the player is ahead)</source>
        <translation>每单位下注的玩家优势（%；高于 0 即玩家占优）</translation>
    </message>
    <message>
        <source>exact edge from the cards left, 95% band</source>
        <translation>按剩余牌精确计算的优势，95% 区间带</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count: exact over %1</source>
        <translation>按真数计的该注优势：基于 %1 精确计算</translation>
    </message>
    <message>
        <source>realised win per unit, every hand of the run, 95%</source>
        <translation>每单位实际赢额，本次运行的每一局，95%</translation>
    </message>
    <message>
        <source>off the top: %1</source>
        <translation>新靴时：%1</translation>
    </message>
    <message>
        <source>the count bets from %1</source>
        <translation>算牌从 %1 起下注</translation>
    </message>
</context>
<context>
    <name>CountEditor</name>
    <message>
        <source>running count above</source>
        <translation>流水数高于</translation>
    </message>
    <message>
        <source>running count at least</source>
        <translation>流水数至少</translation>
    </message>
    <message>
        <source>true count at least</source>
        <translation>真数至少</translation>
    </message>
    <message>
        <source>A count of my own</source>
        <translation>我自己的算牌法</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>One more hand</source>
        <translation>再发一局</translation>
    </message>
    <message>
        <source>Stop at once</source>
        <translation>立即停止</translation>
    </message>
    <message>
        <source>Tag of %1</source>
        <translation>%1 的计数值</translation>
    </message>
    <message>
        <source>What each %1 seen adds to the count</source>
        <translation>每见到一张 %1 给计数加上的值</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Shoes on which the bet&apos;s exact edge from the cards left is worked out before every hand (slower than counting): the exact edge by true count on the chart, and the perfect-play bound, betting whenever that edge favours the player</source>
        <translation>在这些牌靴上，每局前都按剩余牌精确计算该注的优势（比算牌慢）：用于图表上按真数计的精确优势，以及完美打法的上限（只要优势有利于玩家就下注）</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>算牌法</translation>
    </message>
    <message>
        <source>Side bet</source>
        <translation>边注</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>计数值</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始值</translation>
    </message>
    <message>
        <source>Bet when</source>
        <translation>下注条件</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Stake (unit)</source>
        <translation>注额（单位）</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副数</translation>
    </message>
    <message>
        <source>Cards behind the cut card</source>
        <translation>切牌卡后的牌数</translation>
    </message>
    <message>
        <source>At the cut card</source>
        <translation>切牌卡出现时</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Bankroll (units)</source>
        <translation>本金（单位）</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>Exact-edge shoes</source>
        <translation>精确优势牌靴数</translation>
    </message>
</context>
<context>
    <name>CountPresets</name>
    <message>
        <source>Stephen How&apos;s unbalanced Dragon 7 count</source>
        <translation>Stephen How 的不平衡龙7 算牌法</translation>
    </message>
    <message>
        <source>start at -32 for 8 decks, count every card seen including the exposed burn card, bet when the running count is above 0 (the post&apos;s text says &gt; 0; its table&apos;s heading says &gt;= 0, which bets 8.4 times a shoe, not 6.8); the shoe ends with the hand in which the cut card comes out, as the bets a shoe of his Panda 8 posts show</source>
        <translation>8 副牌从 -32 起算，计入见到的每一张牌（包括亮出的烧牌），流水数高于 0 时下注（原文正文写 &gt; 0；其表格标题写 &gt;= 0，那样每靴下注 8.4 次而不是 6.8 次）；切牌卡出现的那一局结束后整靴结束，与他熊猫8 文章中每靴下注次数一致</translation>
    </message>
    <message>
        <source>Stephen How&apos;s simplified Panda 8 co-count</source>
        <translation>Stephen How 的简化熊猫8 辅助算牌法</translation>
    </message>
    <message>
        <source>start at 0, bet when the count gets to +35; published at around +9.0% of a fixed bet a shoe on about 2 bets with 16 cards behind the cut card</source>
        <translation>从 0 起算，计数达到 +35 时下注；公布的结果约为每靴固定注额的 +9.0%，约下注 2 次，切牌卡后留 16 张牌</translation>
    </message>
    <message>
        <source>Stephen How&apos;s two-person Panda 8 co-count</source>
        <translation>Stephen How 的双人熊猫8 辅助算牌法</translation>
    </message>
    <message>
        <source>the co-count&apos;s running count added to the Dragon 7 running count (both from 0), bet the Panda 8 when the sum is +35 or higher</source>
        <translation>辅助算牌法的流水数加上龙7 的流水数（都从 0 起算），总和达到 +35 或以上时下熊猫8</translation>
    </message>
</context>
<context>
    <name>CountWindow</name>
    <message>
        <source>%1 %2 Nothing here predicts a Banker or Player result: %3</source>
        <translation>%1 %2 这里没有任何东西能预测庄或闲的结果：%3</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴数</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Units won a shoe</source>
        <translation>每靴赢得单位</translation>
    </message>
    <message>
        <source>%1 ± %2 SE (95%: %3 to %4)</source>
        <translation>%1 ± %2 标准误（95%：%3 至 %4）</translation>
    </message>
    <message>
        <source>Bets a shoe</source>
        <translation>每靴下注次数</translation>
    </message>
    <message>
        <source>Win per bet</source>
        <translation>每注赢额</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 单位</translation>
    </message>
    <message>
        <source>A shoe&apos;s result</source>
        <translation>单靴结果</translation>
    </message>
    <message>
        <source>SD %1; 5% %2, 25% %3, median %4, 75% %5, 95% %6</source>
        <translation>标准差 %1；5% %2，25% %3，中位数 %4，75% %5，95% %6</translation>
    </message>
    <message>
        <source>Shoes ahead</source>
        <translation>领先的牌靴</translation>
    </message>
    <message>
        <source>Risk of ruin</source>
        <translation>破产风险</translation>
    </message>
    <message>
        <source>%1 for %2 units, ever (estimate)</source>
        <translation>本金 %2 单位时为 %1，任何时刻（估计）</translation>
    </message>
    <message>
        <source>This count never bet over these shoes: its rule is never met.</source>
        <translation>在这些牌靴上此算牌法从未下注：其条件从未满足。</translation>
    </message>
    <message>
        <source>This count did not win over these shoes: where its bets are not in the player&apos;s favour, the house keeps its edge on every one.</source>
        <translation>此算牌法在这些牌靴上没有赢：凡是对玩家不利的下注，庄家每一注都保有优势。</translation>
    </message>
    <message>
        <source>The gain is small against its variance: %1 units a shoe against a swing of %2 units in one shoe; it takes about %3 shoes before the expected gain equals one standard deviation of the total, and only %4 of shoes end ahead.</source>
        <translation>收益相对其波动很小：每靴 %1 单位，而单靴波动达 %2 单位；大约要 %3 靴，期望收益才等于总额的一个标准差，而且只有 %4 的牌靴以领先结束。</translation>
    </message>
    <message>
        <source>%1 whenever the exact edge is in the player&apos;s favour</source>
        <translation>%1：只要精确优势有利于玩家就下注</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1: tags %2; start %3; bet when %4</source>
        <translation>%1：计数值 %2；起始 %3；下注条件 %4</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 副</translation>
    </message>
    <message>
        <source>one more hand</source>
        <translation>再发一局</translation>
    </message>
    <message>
        <source>stop at once</source>
        <translation>立即停止</translation>
    </message>
    <message>
        <source>%1, %2 cards behind the cut card (%3 when it comes out), %4</source>
        <translation>%1，切牌卡后 %2 张牌（切牌卡出现时%3），%4</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>烧牌</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>不烧牌</translation>
    </message>
    <message>
        <source>this process</source>
        <translation>本进程</translation>
    </message>
    <message>
        <source>%Ln local process(es)</source>
        <translation>%Ln 个本地进程</translation>
    </message>
    <message>
        <source>%1. %2, seed %3, on %4.</source>
        <translation>%1。%2，种子 %3，运行于%4。</translation>
    </message>
    <message>
        <source>%1: published at about %2 units a shoe on about %3 bets a shoe.</source>
        <translation>%1：公布的结果约为每靴 %2 单位，每靴约下注 %3 次。</translation>
    </message>
    <message>
        <source>Perfect play, the bound (betting whenever the exact edge from the cards left favours the player), over %1 other shoes:</source>
        <translation>完美打法，即上限（只要按剩余牌计算的精确优势有利于玩家就下注），基于另外 %1 靴：</translation>
    </message>
    <message>
        <source>Counting lab: side-bet counts — tracker</source>
        <translation>算牌实验室：边注算牌 — tracker</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>将图表导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export figures as CS&amp;V…</source>
        <translation>将数据导出为 CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Edge by true count</source>
        <translation>按真数计的优势</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>各靴结果</translation>
    </message>
    <message>
        <source>Choose a published count or edit your own, then Run: shoes are dealt, every card seen is counted and the side bet is placed when the count says so.</source>
        <translation>选择一个已公布的算牌法或编辑您自己的算牌法，然后点“运行”：程序会发牌，计入见到的每一张牌，并在计数达到条件时下边注。</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Dealing and counting…</source>
        <translation>发牌并计数中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>The count failed: %1</source>
        <translation>算牌失败：%1</translation>
    </message>
    <message>
        <source>Cancelled: the run was stopped before it finished; nothing is shown of it.</source>
        <translation>已取消：运行在完成前被停止；不显示其任何结果。</translation>
    </message>
    <message>
        <source>the count bets when %1 (a running count, not a place on this axis)</source>
        <translation>算牌在 %1 时下注（这是流水数，不在此坐标轴上）</translation>
    </message>
    <message>
        <source>mean of this run</source>
        <translation>本次运行的均值</translation>
    </message>
    <message>
        <source>Export the figures</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <source>PP</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>N</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>剩余牌数</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>赢家</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>闲牌</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>庄牌</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>过去的结果无法预测未来的牌局。</translation>
    </message>
    <message>
        <source>Past outcomes cannot predict future hands: every hand is dealt from the cards left, whatever the scorecards show.</source>
        <translation>过去的结果无法预测未来的牌局：无论路纸显示什么，每一局都是从剩余的牌中发出的。</translation>
    </message>
    <message>
        <source>No betting system changes the expected loss per unit wagered: whatever the system, the expected loss is the house edge times the amount wagered.</source>
        <translation>任何投注系统都改变不了每单位注额的期望损失：无论用什么系统，期望损失都等于庄家优势乘以总注额。</translation>
    </message>
    <message>
        <source>Casinos watch for side-bet counters: they cap the side bet, move the cut card forward or reshuffle early, and may bar a player who bets only when the count is high.</source>
        <translation>赌场会留意边注算牌者：他们会限制边注额、把切牌卡往前放或提早洗牌，并可能禁止只在计数高时下注的玩家。</translation>
    </message>
    <message>
        <source>A count wins only because the cards already dealt change the odds of the cards left; a scorecard of who won does not.</source>
        <translation>算牌能赢，只是因为已发出的牌改变了剩余牌的概率；记录谁赢的路纸则不会。</translation>
    </message>
    <message>
        <source>Only side bets move far with the cards left: the Banker and Player edges barely move.</source>
        <translation>只有边注会随剩余牌大幅变动：庄和闲的优势几乎不变。</translation>
    </message>
    <message>
        <source>A count&apos;s gain is small against its variance: even when a side bet turns in the player&apos;s favour, what one unit gains on average is a small part of how far its result swings each hand (its standard deviation), and a shoe offers few such bets.</source>
        <translation>算牌的收益相对其波动很小：即使边注变得对玩家有利，每单位的平均收益也只是每局结果波动幅度（标准差）的一小部分，而且一靴中这样的下注机会很少。</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>现场记录</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>庄(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>闲(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>和(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>闲对 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>庄对 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>例牌 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>下一局记为庄赢 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>下一局记为闲赢 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>下一局记为和 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>标记下一局 (%1)；记录后清除</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● 正在记录 %1：按 B、P 或 T 记录一局，C 输入牌面（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● 正在记录 %1：按 B、P 或 T 记录一局（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 已结束：牌靴 → 重新打开可继续记录，Ctrl+N 开新靴</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1（%2）：Ctrl+N 在牌桌开新靴记录</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>按 Ctrl+N 在牌桌开始记录新牌靴</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>显示此标签页的牌桌：记录键记录到这里</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>导入牌靴文件(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>将牌局 CSV、珠串或牌靴 JSON 文件存入牌靴库</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>导入示例牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>真人牌桌的真实牌靴，以及 tracker 模拟器发出的牌靴</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>导入真实牌靴库(5,824 靴)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>45 张真人牌桌 2025 年 8 月 9–12 日的全部牌靴：397,048 局（MIT 许可）</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>牌靴库浏览器(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>所有牌靴列于可排序、可筛选的表格；可校验、导出或删除所选</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>回放当前牌靴(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>逐局回看牌靴：路、牌、理由、概率、问题</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>校验报告(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>回放在牌靴库中发现的所有问题，按牌靴、局和文件行列出</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>将路纸导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>将当前牌靴的路纸连同标题和统计存为图片</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>将路纸导出为 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>将当前牌靴的路纸存为 A4 或 Letter 页面（横向）</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>打印路纸(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>打印当前牌靴的路纸</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>主题、配色、新牌靴默认值、输入牌面、牌靴库位置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>关闭 tracker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>撤销上一次更改</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>重做已撤销的操作</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>记录庄(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>下一局记为庄赢</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>记录闲(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>下一局记为闲赢</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>记录和(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>下一局记为和</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>输入牌面(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>输入下一局的牌（7h kd / 3s kc 5d）；Enter 记录，Esc 退出</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>标记闲对</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>下一局记录为有闲对</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>标记庄对</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>下一局记录为有庄对</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>标记例牌</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>下一局记录为例牌</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>修改该局(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>修改牌局表中选中的一局（或双击它）</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>插入一局(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>在牌局表中选中的一局之前插入漏记的一局</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>删除该局(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>删除牌局表中选中的一局（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>在牌桌开新靴(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>开始记录新牌靴：赌场、牌桌、副数和规则</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>牌靴详情(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>修改当前牌靴的赌场、牌桌、开始时间、副数、规则和备注</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>结束此靴(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>将牌靴标记为结束：不能再记录（重新打开可撤销）</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>重新打开此靴(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>重新打开已结束的牌靴以继续记录</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>删除此靴(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>从牌靴库删除当前牌靴及其牌局（先询问）</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>色盲友好路纸(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除颜色外，也用形状区分庄和闲</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>牌靴列表(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>显示或隐藏牌靴列表窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>显示或隐藏牌局表窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>统计(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>显示或隐藏统计窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>查找牌靴</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>筛选牌靴列表</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>转到牌靴列表(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>将键盘焦点移到牌靴列表（Esc 返回牌桌）</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>新牌桌(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>为另一张牌桌开一个标签页，有自己的牌靴和撤销记录</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>关闭牌桌标签页(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>关闭标签页（其牌靴原样保留在牌靴库中）</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>线上单人台(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>在线上单人台练习：筹码、发牌、准确派彩</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>赌场五人台(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>在五个座位的赌场台练习，轮流下注，真人或电脑玩家</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>快捷键(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker 的全部快捷键</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>关于 tracker(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker 是什么，不是什么</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>统计(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>当前牌靴或整个牌靴库与概率对比，附图表</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>回测投注系统(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>用投注系统打真实或模拟牌靴，并与期望损失对照</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>边注算牌实验室(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>在模拟牌靴上运行边注算牌：收益、波动和风险</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>无牌靴</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>牌靴列表</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{field}: expected a whole number above {above}, not {given!r}</source>
        <translation>{field}：应为大于 {above} 的整数，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number above {above}, not {given!r}</source>
        <translation>{field}：应为大于 {above} 的数，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a whole number, not {given!r}</source>
        <translation>{field}：应为整数，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number, not {given!r}</source>
        <translation>{field}：应为数字，而不是 {given!r}</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>注额</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>Seed: expected a whole number from 0 to 2**64 - 1 (or empty for a random seed), not {given!r}</source>
        <translation>种子：应为 0 到 2**64 - 1 之间的整数（留空则随机），而不是 {given!r}</translation>
    </message>
    <message>
        <source>Table: {reason}</source>
        <translation>牌桌：{reason}</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部保存</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>全是(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>全否(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>恢复默认值</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>P</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>T</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>珠盘路</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>大路</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>大眼仔</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>小路</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>曱甴路</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>问路（庄? / 闲?）：下一局各下三路将得到的标记；只是复述历史，不是预测。</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>问路显示若下一局为庄（庄?）或闲（闲?），各下三路（大眼仔、小路、曱甴路）将得到的标记。它复述本靴的历史，不是预测。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>设置 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>浅色或深色窗口，或跟随系统</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>窗口使用的语言；保存后立即切换</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>色盲友好路纸</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除颜色外，也用形状区分庄和闲</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>在牌桌提供输入牌面栏 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>输入每局的牌面以得到精确赔率；关闭时只用 B、P、T 记录一局</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>新牌靴的副数</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>新牌靴的庄家抽佣</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>1 赔 %1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>新牌靴中和局的赔率</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>下次启动时打开的牌靴库文件（或 postgresql:// 地址）；留空：默认（或 --db / TRACKER_DB）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>选择牌靴库文件</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;新牌靴的默认值&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>副数(&amp;D)：</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>抽佣(&amp;M)：</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>和局赔率(&amp;P)：</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>牌靴库：</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>新的牌靴库位置将在下次启动时打开。</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>牌靴库文件</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 牌靴库 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>局数：庄 · 闲 · 和</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>无：边注可单独下注</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>主注至少为</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>主注不小于边注，且至少为</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>牌桌和回放中显示的边注</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>赌场对边注附带主注的要求：此时数字会按此大小，在每个边注上加上庄和闲中较好的一方</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 边注</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>要求的最小主注，以边注额计</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>要求的主注：</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>no shoe holds two decisions in a row</source>
        <translation>没有任何牌靴有连续两次分出胜负</translation>
    </message>
    <message>
        <source>one side won every decision</source>
        <translation>每次分出胜负都是同一方赢</translation>
    </message>
    <message>
        <source>no hands with a winner</source>
        <translation>没有分出赢家的牌局</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Exact odds of the next hand need every card dealt; this shoe records outcomes only.</source>
        <translation>下一局的精确概率需要每张发出的牌；本靴只记录了结果。</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%Ln tie(s)</source>
        <translation>%Ln 局和</translation>
    </message>
    <message>
        <source>%1 left out, from shoes that flag naturals on wins only (never a natural tie); chance is for the hands counted</source>
        <translation>未计入 %1，因这些牌靴只在赢局标记例牌（从不标记例牌和局）；概率按已计入的牌局算</translation>
    </message>
    <message>
        <source>%1 that record no natural left out (%2 of them from shoes that flag naturals on wins only); chance is for the hands counted</source>
        <translation>未计入没有例牌记录的 %1（其中 %2 来自只在赢局标记例牌的牌靴）；概率按已计入的牌局算</translation>
    </message>
    <message>
        <source>%1 that record no natural left out; chance is for the hands counted</source>
        <translation>未计入没有例牌记录的 %1；概率按已计入的牌局算</translation>
    </message>
    <message>
        <source>Chi-square: χ² = %1, p = %2: %3</source>
        <translation>卡方检验：χ² = %1，p = %2：%3</translation>
    </message>
    <message>
        <source>Chi-square: not tested, %1</source>
        <translation>卡方检验：未检验，%1</translation>
    </message>
    <message>
        <source>Runs: %1 seen, %2 expected, p = %3: %4</source>
        <translation>游程：实际 %1，期望 %2，p = %3：%4</translation>
    </message>
    <message>
        <source>Runs: not tested, %1</source>
        <translation>游程：未检验，%1</translation>
    </message>
    <message>
        <source>Lag-1 correlation: r = %1, p = %2: %3</source>
        <translation>滞后一期相关：r = %1，p = %2：%3</translation>
    </message>
    <message>
        <source>Lag-1 correlation: not tested, %1</source>
        <translation>滞后一期相关：未检验，%1</translation>
    </message>
    <message>
        <source>Longest streak: Banker %1, Player %2</source>
        <translation>最长连：庄 %1，闲 %2</translation>
    </message>
    <message>
        <source>; chance gives one of %1 or more in %2 of such shoes</source>
        <translation>；按概率，这样的牌靴中有 %2 会出现 %1 或更长的连</translation>
    </message>
    <message>
        <source>. Chops %1 (%2 expected).</source>
        <translation>。单跳 %1（期望 %2）。</translation>
    </message>
    <message>
        <source>Shoe by shoe at p &lt; %1: runs test %2 of %3, chi-square %4 of %5, longest streak %6 of %7; chance alone flags about %8, %9 and %10.</source>
        <translation>逐靴检验（p &lt; %1）：游程检验 %3 靴中 %2 靴，卡方 %5 靴中 %4 靴，最长连 %7 靴中 %6 靴；仅凭概率也会标出约 %8、%9 和 %10 靴。</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Natural: %1.</source>
        <translation>例牌：%1。</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Streaks by length</source>
        <translation>按长度统计的连</translation>
    </message>
    <message>
        <source>(as the big road shows them)</source>
        <translation>（按大路显示的方式）</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>按剩余牌计算的庄家优势</translation>
    </message>
    <message>
        <source>(exact; negative favours the player)</source>
        <translation>（精确值；负数对玩家有利）</translation>
    </message>
    <message>
        <source>first hand</source>
        <translation>首局</translation>
    </message>
    <message>
        <source>next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>over the shoe</source>
        <translation>整靴范围</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>No shoe selected.</source>
        <translation>未选择牌靴。</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 副</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Pairs over the %1 of %2 hands that record them.</source>
        <translation>对子按 %2 局中有记录的 %1 局计算。</translation>
    </message>
    <message>
        <source>χ² = %1, p = %2, %3.</source>
        <translation>χ² = %1，p = %2，%3。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Banker/Player/Tie against chance: %1</source>
        <translation>庄/闲/和与概率对比：%1</translation>
    </message>
    <message>
        <source>Runs (ties removed): %1 seen, %2 expected by chance; z = %3, p = %4, %5.</source>
        <translation>游程（去掉和局）：实际 %1，按概率期望 %2；z = %3，p = %4，%5。</translation>
    </message>
    <message>
        <source>Runs test: %1.</source>
        <translation>游程检验：%1。</translation>
    </message>
    <message>
        <source>The recorded cards cannot all come from this shoe: %1</source>
        <translation>记录的牌不可能全部来自这个牌靴：%1</translation>
    </message>
    <message>
        <source>Here the cards left tip a main bet the player&apos;s way: exact arithmetic on the cards still in the shoe (it happens rarely, near the end), not a pattern in past results.</source>
        <translation>此时剩余的牌让一个主注偏向玩家：这是对牌靴中剩余牌的精确计算（很少发生，多在靴末），而不是过去结果中的规律。</translation>
    </message>
    <message>
        <source>The house keeps its edge on both main bets.</source>
        <translation>庄家在两个主注上都保有优势。</translation>
    </message>
    <message>
        <source>, exactly, from the %1 cards left: Banker %2, Player %3, Tie %4 (a fresh shoe: %5, %6, %7; at most %8 points apart).</source>
        <translation>，按剩余 %1 张牌精确计算：庄 %2，闲 %3，和 %4（新靴：%5、%6、%7；最多相差 %8 个百分点）。</translation>
    </message>
    <message>
        <source>House edge now: Banker %1, Player %2 (fresh: %3, %4). %5</source>
        <translation>当前庄家优势：庄 %1，闲 %2（新靴：%3、%4）。%5</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln 局</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>not tested: %1</source>
        <translation>未检验：%1</translation>
    </message>
    <message>
        <source>too few hands to test</source>
        <translation>牌局太少，无法检验</translation>
    </message>
    <message>
        <source>consistent with chance</source>
        <translation>符合随机概率</translation>
    </message>
    <message>
        <source>unusual for chance (p &lt; %1); with enough shoes some results are, and it still predicts nothing</source>
        <translation>对随机概率而言少见（p &lt; %1）；牌靴够多时总有一些结果如此，它仍然预测不了任何事</translation>
    </message>
    <message>
        <source>banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>no commission banker</source>
        <translation>免佣庄</translation>
    </message>
    <message>
        <source>ez banker</source>
        <translation>EZ 庄</translation>
    </message>
    <message>
        <source>dragon seven</source>
        <translation>龙7</translation>
    </message>
    <message>
        <source>panda eight</source>
        <translation>熊猫8</translation>
    </message>
    <message>
        <source>super six</source>
        <translation>超级6</translation>
    </message>
    <message>
        <source>dragon bonus player</source>
        <translation>闲龙宝</translation>
    </message>
    <message>
        <source>dragon bonus banker</source>
        <translation>庄龙宝</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>庄赢</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>闲赢</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>too few decisions: %1 Banker/Player, the test needs at least %2</source>
        <translation>分出胜负的局太少：庄/闲共 %1 局，检验至少需要 %2 局</translation>
    </message>
    <message>
        <source>too few hands: %1 %2 expected, the test needs at least %3 of each</source>
        <translation>牌局太少：期望 %2 %1 次，检验要求每项至少 %3 次</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics — tracker</source>
        <translation>统计 — tracker</translation>
    </message>
    <message>
        <source>The %Ln chosen shoe(s)</source>
        <translation>所选的 %Ln 靴</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>当前牌靴</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>整个牌靴库</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>统计范围</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>将图表导出为 PNG(&amp;E)…</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>连</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>庄 − 闲</translation>
    </message>
    <message>
        <source>Edges of the bets</source>
        <translation>各注优势</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or choose the whole library.</source>
        <translation>没有显示牌靴：请打开一个，或选择整个牌靴库。</translation>
    </message>
    <message>
        <source>the whole library</source>
        <translation>整个牌靴库</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>The statistics failed: %1</source>
        <translation>统计失败：%1</translation>
    </message>
    <message>
        <source>the %Ln chosen shoe(s)</source>
        <translation>所选的 %Ln 靴</translation>
    </message>
    <message>
        <source>No hands to count yet: import shoe files (File › Import) or log a shoe.</source>
        <translation>还没有可统计的牌局：请导入牌靴文件（文件 › 导入）或记录一个牌靴。</translation>
    </message>
    <message>
        <source>Drawn for one shoe: show or choose one shoe</source>
        <translation>针对单个牌靴绘制：请显示或选择一个牌靴</translation>
    </message>
    <message>
        <source>Drawn for one shoe whose cards are recorded</source>
        <translation>针对记录了每张牌的单个牌靴绘制</translation>
    </message>
</context>
</TS>
